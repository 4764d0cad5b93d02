// The review module's face: what other modules may use of it (tools/structure.test.ts).
export { deleteReviewsOf, reviewsOf } from './personal-data';
