import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

function Fruit() {
  return (
    <Select defaultValue="apple">
      <SelectTrigger aria-label="Fruit">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="apple">Apple</SelectItem>
        <SelectItem value="durian">Durian</SelectItem>
      </SelectContent>
    </Select>
  );
}

describe('select', () => {
  it('makes the page around the open list inert, and gives it back when the list closes', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <Fruit />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    const page = container;
    expect(page).not.toHaveAttribute('inert');

    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
    const list = await screen.findByRole('listbox');
    expect(page).toHaveAttribute('inert');
    expect(list.closest('[inert]')).toBeNull();
    for (const guard of document.querySelectorAll('[data-radix-focus-guard]')) {
      expect(guard).not.toHaveAttribute('inert');
    }

    await user.click(screen.getByRole('option', { name: 'Durian' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(page).not.toHaveAttribute('inert');
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Durian');
  });

  it('leaves alone what was inert before the list opened', async () => {
    const user = userEvent.setup();
    const before = document.createElement('div');
    before.setAttribute('inert', '');
    document.body.append(before);
    render(<Fruit />);
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(before).toHaveAttribute('inert');
    before.remove();
  });
});
