// The order list module's face: what other modules may use of it (tools/structure.test.ts).
export { deleteOrderListsOf, handOverListsOf, orderListsOf } from './personal-data';
