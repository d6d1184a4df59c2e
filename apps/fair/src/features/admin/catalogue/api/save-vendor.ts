import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../../../lib/api';
import { vendorQueryKeys } from './get-admin-vendors';

/** After any change to an exhibitor: the lists and pages that show exhibitors ask again. */
function useInvalidateVendors() {
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  return React.useCallback(
    () =>
      Promise.all(
        vendorQueryKeys($api).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [$api, queryClient],
  );
}

/** POST /api/admin/vendors. */
export function useCreateVendor() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateVendors();
  return $api.useMutation('post', '/api/admin/vendors', { onSuccess: invalidate });
}

/** PUT /api/admin/vendors/{vendorId}. */
export function useUpdateVendor() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateVendors();
  return $api.useMutation('put', '/api/admin/vendors/{vendorId}', { onSuccess: invalidate });
}

/** DELETE /api/admin/vendors/{vendorId}. */
export function useDeleteVendor() {
  const { $api } = useApiClient();
  const invalidate = useInvalidateVendors();
  return $api.useMutation('delete', '/api/admin/vendors/{vendorId}', { onSuccess: invalidate });
}

/**
 * PUT /api/admin/vendors/{vendorId}/logo with the image file itself as the body. The contract
 * types an image body as a string; the serializer hands fetch the File instead, so its bytes go
 * as they are, with their own type.
 */
export function useUploadVendorLogo() {
  const { fetchClient } = useApiClient();
  const invalidate = useInvalidateVendors();
  return React.useCallback(
    async (vendorId: number, file: File) => {
      // Non-OK answers throw ApiError in the transport.
      const { data } = await fetchClient.PUT('/api/admin/vendors/{vendorId}/logo', {
        params: { path: { vendorId } },
        body: '',
        bodySerializer: () => file,
        headers: { 'Content-Type': file.type },
      });
      await invalidate();
      if (data === undefined) throw new Error('The logo upload answered without the exhibitor');
      return data;
    },
    [fetchClient, invalidate],
  );
}
