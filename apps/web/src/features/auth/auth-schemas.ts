// The session's and the sign-in form's schemas, with zod and the form's zod resolver: loaded apart
// from the first script, so the sign-in form works before they arrive (docs/performance.md).
export { authReplySchema, loginBodySchema, userSchema } from '@daftar/contract';
export { zodResolver } from '@hookform/resolvers/zod';
