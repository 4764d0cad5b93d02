import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProductDetail, operations } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { adminProductQuery } from '../../queries/product-editor';
import { productKeys } from '../../queries/products';
import { InputField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { SaveOutcome } from '../../ui/RouteStates';

const copySchema = operations.duplicateProduct.body;
type CopyFields = z.input<typeof copySchema>;
type Copy = z.output<typeof copySchema>;

/** A copy of the product under a new SKU and item number, unlisted until the member lists it; it opens in the editor. */
export function DuplicateDialog({
  product,
  open,
  onClose,
}: {
  product: AdminProductDetail;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<CopyFields, unknown, Copy>({
    resolver: zodResolver(copySchema),
    defaultValues: { sku: `${product.sku}-COPY`, itemnum: `${product.itemnum}-COPY` },
  });
  const copy = useMutation({
    mutationFn: (body: Copy) => api.duplicateProduct({ params: { id: product.id }, body }),
    onSuccess: (made) => {
      queryClient.setQueryData(adminProductQuery(made.id).queryKey, made);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      onClose();
      void navigate({ to: '/products/$productId', params: { productId: String(made.id) } });
    },
    onError: (error) => showApiError(error, form.setError, ['sku', 'itemnum']),
  });
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('productEditor.duplicateTitle', { sku: product.sku })}
      description={t('productEditor.duplicateText')}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => copy.mutate(values))} className="form-grid">
        <InputField form={form} name="sku" label={t('productEditor.newSku')} autoComplete="off" />
        <InputField form={form} name="itemnum" label={t('productEditor.newItemnum')} autoComplete="off" />
        <div className="span-all">
          <SaveOutcome form={form} save={copy} />
          <div className="dialog-buttons">
            <SubmitButton pending={copy.isPending}>{t('productEditor.duplicate')}</SubmitButton>
          </div>
        </div>
      </form>
    </Modal>
  );
}
