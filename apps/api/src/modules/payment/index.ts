// The payment module's face: what other modules may use of it (tools/structure.test.ts).
export { paymentAttemptsOf, takingsOf } from './attempts';
