import { describe, expect, it, vi } from 'vitest';
import { studentUser } from '@/testing/fixtures';
import { admissionToken } from '@/testing/gate-fixtures';
import {
  admissionStorageKey,
  heldAdmission,
  keepAdmission,
  loseAdmission,
  readAdmissionToken,
  subscribeAdmission,
  type AdmissionChange,
} from './admission';
import { noteServerDate, serverNow } from './server-clock';

const userId = studentUser.id;

/** What the browser does in this tab when another tab of the same origin changes storage. */
function changeInAnotherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('the admission kept in the browser', () => {
  it('reads the student, the period and the expiry from the token, and nothing from a stranger', () => {
    const token = admissionToken(1_900_000_000_000);
    expect(readAdmissionToken(token)).toEqual({
      token,
      userId,
      periodId: 1,
      expiresAtMs: 1_900_000_000_000,
    });
    for (const bad of ['', 'abc', '3.1.notanumber.q.sig', '0.1.2.q.sig', '3.1.2', '3.1.2.sig']) {
      expect(readAdmissionToken(bad)).toBeNull();
    }
  });

  it('is held until it lapses, on the server clock', () => {
    keepAdmission(admissionToken(Date.now() + 5000));
    expect(heldAdmission(userId)).not.toBeNull();
    // The server's clock is ten seconds ahead of this device's.
    noteServerDate(new Date(Date.now() + 10_000).toUTCString());
    try {
      expect(serverNow()).toBeGreaterThan(Date.now() + 9000);
      expect(heldAdmission(userId)).toBeNull();
    } finally {
      noteServerDate(new Date().toUTCString());
    }
  });

  it('follows the other tabs of the account: one let in lets this one in, one giving up tells this one', () => {
    const changes: AdmissionChange[] = [];
    const unsubscribe = subscribeAdmission(userId, (change) => changes.push(change));
    const token = admissionToken(Date.now() + 60_000);
    changeInAnotherTab(admissionStorageKey(userId), token);
    expect(heldAdmission(userId)?.token).toBe(token);
    changeInAnotherTab(admissionStorageKey(userId), null);
    expect(heldAdmission(userId)).toBeNull();
    // Another account on this computer is none of this tab's business.
    changeInAnotherTab(
      admissionStorageKey(99),
      admissionToken(Date.now() + 60_000, { userId: 99 }),
    );
    unsubscribe();
    expect(changes).toEqual([{ kind: 'held' }, { kind: 'lost', reason: null }]);
  });

  it('tells this tab of its own changes, with the reason for a loss', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAdmission(userId, listener);
    keepAdmission(admissionToken(Date.now() + 60_000));
    loseAdmission(userId, 'expired');
    unsubscribe();
    keepAdmission(admissionToken(Date.now() + 90_000));
    expect(listener.mock.calls).toEqual([
      [{ kind: 'held' }],
      [{ kind: 'lost', reason: 'expired' }],
    ]);
  });

  it('stays in this tab when the browser refuses to store it', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const token = admissionToken(Date.now() + 60_000);
      keepAdmission(token);
      expect(heldAdmission(userId)?.token).toBe(token);
      loseAdmission(userId, 'required');
      expect(heldAdmission(userId)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
