import { createContext } from 'react';

/**
 * Called once the first screen is painted (after RootRoute's first commit): what the app loads
 * after that, such as the live connection's library, never competes with that screen's code.
 */
export const FirstScreenContext = createContext<() => void>(() => {});
