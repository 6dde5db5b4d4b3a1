import { servicePlugin } from '../../app-instance';
import { openReservationsWhenTheyLapse } from './reservations.service';

/** The minute timer that opens the seats of reservations that lapsed (decision 040). */
export const reservationsPlugin = servicePlugin(
  { name: 'reservations', dependencies: ['core', 'domain-events', 'seats'] },
  (app) => {
    const { database, domainEvents, seats } = app;
    const stop = openReservationsWhenTheyLapse(database, domainEvents, seats);
    app.addHook('onClose', async () => stop());
  },
);
