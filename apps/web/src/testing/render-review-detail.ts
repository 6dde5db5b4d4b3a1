import { API, type RegistrationDetail } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { lecturerUser } from './fixtures';
import { mockApi } from './mock-api';
import { renderApp, sessionReplies, storeTokenFor } from './render-app';
import {
  registrationSummary,
  reviewContext,
  reviewQueueItem,
  reviewQueuePage,
} from './review-fixtures';

/** The review page, signed in as a lecturer, open on registration 7 showing `detail`. */
export async function renderReviewDetail(
  detail: RegistrationDetail,
  replies: Parameters<typeof mockApi>[0] = {},
) {
  storeTokenFor(lecturerUser);
  const fetchMock = mockApi({
    ...sessionReplies(lecturerUser),
    [`GET ${API.reviewRegistrations}`]: { body: [registrationSummary(7)] },
    [`GET ${API.reviewQueue}`]: { body: reviewQueuePage([reviewQueueItem(7)]) },
    [`GET ${API.reviewRegistration(7)}`]: { body: detail },
    [`GET ${API.reviewContext(7)}`]: { body: reviewContext(detail) },
    [`GET ${API.registrationNote(7)}`]: { body: { current: null, history: [] } },
    [`GET ${API.reasonTemplates}`]: { body: [] },
    ...replies,
  });
  const view = renderApp('/admin?registration=7');
  // The review page is a lazy route: its first load (a cold import) has the suite's 10 s.
  await screen.findByRole('heading', { name: 'Registration Admin Dashboard' });
  return { ...view, fetchMock };
}
