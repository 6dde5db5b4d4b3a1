import type { TestApp, TestUser } from './test-app';

/** Small request helpers so tests read like what a client does. */
export function api(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH',
    url: string,
    user?: TestUser,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(user ? { headers: user.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string, user?: TestUser) => call('GET', url, user),
    post: (url: string, user?: TestUser, payload?: object) => call('POST', url, user, payload),
    put: (url: string, user?: TestUser, payload?: object) => call('PUT', url, user, payload),
    patch: (url: string, user?: TestUser, payload?: object) => call('PATCH', url, user, payload),
    del: (url: string, user?: TestUser) => call('DELETE', url, user),
    add: (user: TestUser, subjectId: number, sectionId?: number) =>
      call('POST', '/api/registration/subjects', user, {
        subjectId,
        ...(sectionId ? { sectionId } : {}),
      }),
    remove: (user: TestUser, subjectId: number) =>
      call('DELETE', `/api/registration/subjects/${subjectId}`, user),
    submit: (user: TestUser) => call('POST', '/api/registration/submit', user),
  };
}
