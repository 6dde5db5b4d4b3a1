import { API, type PlanBody, type PlanCheckReply } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { emptyPlan, renderStudentPage } from '@/testing/registration-fixtures';
import {
  outcome,
  planCatalogue,
  savedPlan,
  wix1001,
  wix1002,
  wix1002Full,
  wix1003,
} from '../plan-test-fixtures';

// Issue 48: the student builds a plan, compares the builder's timetables, pins a section, saves
// the plan and checks it.

beforeAll(() => import('./plan-page'));

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as PlanBody;

function renderPlan(replies: NonNullable<Parameters<typeof renderStudentPage>[1]>['replies'] = {}) {
  return renderStudentPage('/registration/plan', { subjects: planCatalogue, replies });
}

async function addSubject(user: ReturnType<typeof renderPlan>['user'], code: string, as = 'plan') {
  const search = await screen.findByRole('searchbox', { name: 'Search subjects by code or name' });
  await user.clear(search);
  await user.type(search, code);
  const name = as === 'plan' ? `Add to plan: ${code}` : `Add as fallback: ${code}`;
  await user.click(await screen.findByRole('button', { name }));
}

describe('the plan page', () => {
  it('builds a plan from the catalogue and shows the best timetables, best first', async () => {
    const { user } = renderPlan();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan your timetable' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Plan Your Timetable · Daftar'));
    // The tab bar still says where the student is.
    expect(screen.getByRole('link', { name: 'Subject Registration' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await addSubject(user, 'WIX1001');
    await addSubject(user, 'WIX1002');
    await addSubject(user, 'WIX1003', 'fallback');

    const subjects = screen.getByRole('region', { name: 'Subjects in your plan' });
    const [plan, fallbacks] = within(subjects).getAllByRole('list');
    expect(
      within(plan!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('WIX1001'), expect.stringContaining('WIX1002')]);
    expect(fallbacks).toHaveTextContent('WIX1003');

    const options = screen.getByRole('group', { name: 'Options, best first' });
    const first = within(options).getByRole('radio', { name: 'Option 1' });
    expect(first).toBeChecked();
    expect(first).toHaveAccessibleDescription(expect.stringContaining('WIX1001 Section 2'));
    expect(first).toHaveAccessibleDescription(expect.stringContaining('WIX1002 L1 + T2'));
    // The third takes the full section, and says so in words.
    expect(within(options).getByRole('radio', { name: 'Option 3' })).toHaveAccessibleDescription(
      expect.stringMatching(/1 section full now.*WIX1001 Section 1 \(1 section full\)/),
    );

    // Moving WIX1002 up makes it the first to be registered.
    await user.click(within(subjects).getByRole('button', { name: 'Move WIX1002 up' }));
    expect(within(plan!).getAllByRole('listitem')[0]).toHaveTextContent('WIX1002');
    expect(within(subjects).getByRole('button', { name: 'Move WIX1002 down' })).toHaveFocus();
  });

  it('pins a section of the option shown into every timetable, and lets it go', async () => {
    const { user } = renderPlan({ [`GET ${API.plan}`]: { body: savedPlan } });
    const options = await screen.findByRole('group', { name: 'Options, best first' });
    await user.click(within(options).getByRole('radio', { name: 'Option 2' }));
    const shown = screen.getByRole('region', { name: 'Option 2 on the week' });
    await user.click(within(shown).getByRole('button', { name: 'Pin WIX1002 T3' }));

    // Every option now has tutorial 3; the best of them is shown.
    for (const radio of within(options).getAllByRole('radio')) {
      expect(radio).toHaveAccessibleDescription(expect.stringContaining('WIX1002 L1 + T3'));
    }
    expect(within(options).getAllByRole('radio')).toHaveLength(2);
    const pinned = screen.getByRole('region', { name: 'Option 1 on the week' });
    expect(within(pinned).getByRole('button', { name: 'Unpin WIX1002 T3' })).toBeInTheDocument();
    const preferences = screen.getByRole('region', { name: 'Preferences' });
    expect(preferences).toHaveTextContent('WIX1002 T3');

    await user.click(within(preferences).getByRole('button', { name: 'Unpin WIX1002 T3' }));
    expect(within(options).getAllByRole('radio')).toHaveLength(3);
  });

  it('saves the order, the chosen places, their alternatives, the fallbacks and preferences', async () => {
    const { user, fetchMock } = renderPlan({
      [`PUT ${API.plan}`]: (init) => ({
        body: { ...emptyPlan, ...bodyOf(init), updatedAt: '2025-06-01T03:00:00.000Z' },
      }),
    });
    await addSubject(user, 'WIX1001');
    await addSubject(user, 'WIX1002');
    await addSubject(user, 'WIX1003', 'fallback');
    await user.selectOptions(screen.getByLabelText('Keep a day free'), 'Friday');
    await user.click(screen.getByRole('checkbox', { name: 'Fewer gaps between classes' }));
    expect(screen.getByText('You have unsaved changes: save them to keep them.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText(/^Saved .*Your plan will be here/)).toBeVisible();
    const [, init] = callsTo(fetchMock, 'PUT', API.plan)[0]!;
    expect(bodyOf(init)).toEqual({
      subjects: [
        { subjectId: 1, priority: 1, sectionIds: [12], alternatives: [[11]] },
        { subjectId: 2, priority: 2, sectionIds: [21, 22], alternatives: [[21, 23]] },
      ],
      fallbacks: [{ subjectId: 3 }],
      preferences: { freeDay: 5, fewerGaps: true },
    });
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeDisabled();
  });

  it('shows what a check found, subject by subject, the refusal in words', async () => {
    const reply: PlanCheckReply = {
      ok: false,
      subjects: [outcome(wix1001, { outcome: 'taken', sectionIds: [12], choice: 0 }), wix1002Full],
      fallbacks: [outcome(wix1003, { outcome: 'taken', sectionIds: [31], fallbackFor: 2 })],
      credits: { after: 6, max: 20 },
    };
    const { user, fetchMock } = renderPlan({
      [`GET ${API.plan}`]: { body: savedPlan },
      [`POST ${API.planCheck}`]: { body: reply },
    });
    await user.click(await screen.findByRole('button', { name: 'Check plan' }));
    const check = (await screen.findByRole('heading', { name: 'Check of your plan' }))
      .parentElement!;
    expect(check).toHaveTextContent('Not every subject of your plan can be registered');
    expect(check).toHaveTextContent('Credits afterwards: 6 of at most 20.');
    expect(check).toHaveTextContent(
      'WIX1001 Computing Mathematics ICan be registeredIn Section 2: your preferred sections.',
    );
    expect(check).toHaveTextContent('WIX1002 is full: no seats are left.');
    expect(check).toHaveTextContent('A fallback may be taken in its place.');
    expect(within(check).getByRole('button', { name: 'Join waitlist for WIX1002' })).toBeVisible();
    expect(check).toHaveTextContent('In place of WIX1002. In Section 1: any section would do.');
    // The plan was saved already: the check reads it as it is kept.
    expect(callsTo(fetchMock, 'PUT', API.plan)).toHaveLength(0);
  });

  it('saves what changed, then registers the plan, and shows what it took', async () => {
    const order: string[] = [];
    const { user } = renderPlan({
      [`GET ${API.plan}`]: { body: savedPlan },
      [`PUT ${API.plan}`]: (init) => {
        order.push('save');
        return { body: { ...savedPlan, ...bodyOf(init) } };
      },
      [`POST ${API.planRegister}`]: () => {
        order.push('register');
        return {
          body: {
            subjects: [
              outcome(wix1002, { outcome: 'taken', sectionIds: [21, 23], choice: 1 }),
              outcome(wix1001, { outcome: 'held', sectionIds: [12] }),
            ],
            fallbacks: [outcome(wix1003, { outcome: 'unused' })],
            taken: 2,
            registeredAt: '2025-06-01T02:00:05.000Z',
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move WIX1002 up' }));
    await user.click(screen.getByRole('button', { name: 'Register my plan (2 subjects)' }));
    const heading = await screen.findByRole('heading', { name: 'What your plan registered' });
    expect(order).toEqual(['save', 'register']);
    const outcomes = heading.parentElement!;
    expect(outcomes).toHaveTextContent('1 subject registered.');
    expect(outcomes).toHaveTextContent('RegisteredIn L1 + T3: your alternative 1.');
    expect(outcomes).toHaveTextContent('Already registered');
    expect(outcomes).toHaveTextContent('this fallback was not needed');
  });
});
