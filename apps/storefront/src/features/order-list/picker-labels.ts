import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import type { PickerLabels } from './OrderListPicker';

/** The order-list picker's texts, translated on the server: pages outside the account carry no list messages. */
export async function pickerLabels(locale: LocaleCode): Promise<PickerLabels & { close: string }> {
  const t = await getTranslations({ locale, namespace: 'OrderLists' });
  return {
    heading: t('addToOrderList'),
    list: t('chooseList'),
    newList: t('newListOption'),
    listName: t('listName'),
    add: t('addToList'),
    added: t('addedToList'),
    failed: t('saveFailed'),
    nameRequired: t('nameRequired'),
    nameTaken: t('nameTaken'),
    open: t('openLists'),
    close: t('close'),
  };
}
