import type { LocaleCode } from '@shop/contracts';
import type { Database } from '../db/connection';
import { recordAudit } from '../modules/audit';
import { deleteCartsOf } from '../modules/cart';
import { type Account, checkOwnPassword, closeLogin, deletionRefused } from '../modules/customer';
import { type MailOutbox, privacyMailTexts } from '../modules/mail';
import { anonymiseMemberOrders, anonymiseOrders, ordersUnderWay } from '../modules/order';
import { deleteOrderListsOf } from '../modules/order-list';
import { forgetRequester } from '../modules/quote';
import { deleteReviewsOf } from '../modules/review';

interface Dependencies {
  db: Database;
  outbox: MailOutbox;
  /** After the account's sessions ended: drops the customer's row kept in memory (recognition.ts). */
  forget: (customerId: number) => void;
  now: () => number;
}

/**
 * Deleting one's account (GDPR article 17), in one transaction across the modules that hold the
 * person: their login and personal data go, their orders stay without their name for bookkeeping,
 * invoices stay as issued (the documents module's frozen copies), every session ends, the audit
 * log records it and a last e-mail to the address confirms it (docs/operations.md).
 */
export function accountDeletion({ db, outbox, forget, now }: Dependencies) {
  return async function deleteAccount(account: Account, password: string) {
    await checkOwnPassword(account, password);
    const email = account.member.holder ? account.email : (account.member.email ?? '');
    const name = account.member.holder ? account.firstName : account.member.firstName;
    const texts = privacyMailTexts[account.locale as LocaleCode];
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const gone = await closeLogin(tx, account, at);
      if (gone === 'account') {
        // The shop still needs the address and e-mail of an order it has not delivered.
        if ((await ordersUnderWay(tx, account.id)) > 0)
          throw deletionRefused(
            'ordersUnderWay',
            'You have orders that are still under way: you can delete your account once they have been shipped or cancelled',
          );
        await anonymiseOrders(tx, account.id);
        await deleteOrderListsOf(tx, account.id);
        await deleteReviewsOf(tx, account.id);
        await deleteCartsOf(tx, account.id, null);
      } else {
        await anonymiseMemberOrders(tx, account.id, account.member.id, account.email);
        await deleteCartsOf(tx, account.id, account.member.id);
      }
      await forgetRequester(tx, account.id, email);
      await recordAudit(tx, {
        actor: 'customer',
        action: gone === 'account' ? 'customer.delete' : 'customer.member.delete',
        entity: 'customer',
        entityId: account.customerNumber,
        after: { deletedAt: at.toISOString(), member: account.member.id },
      });
      await outbox.enqueue(tx, {
        to: email,
        subject: texts.deletedSubject,
        text: texts.deleted(name, account.customerNumber),
      });
    });
    forget(account.id);
    await outbox.deliver();
  };
}
