// The session's and the sign-in form's schemas: loaded apart from the first script, so the sign-in
// form works before zod arrives (docs/performance.md). The form's resolver is not here: a signed-in
// start reads its session with these and needs no form library. The wording of the schemas'
// messages comes too: the sign-in form shows a message only once these have refused a value.
export {
  authReplySchema,
  loginBodySchema,
  userSchema,
  wordValidationMessage,
} from '@daftar/contract';
