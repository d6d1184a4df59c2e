import { createFileRoute } from '@tanstack/react-router';
import { vendorsQueryOptions } from '../../features/vendors/api/get-vendors';
import { VendorsScreen } from '../../features/vendors/components/vendors-screen';

export const Route = createFileRoute('/_authenticated/vendors')({
  // Starts the request early without awaiting it: a failure stays the screen's own error
  // with 'Riprova' instead of the router's error page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vendorsQueryOptions(context.api.$api));
  },
  component: VendorsScreen,
});
