import { createFileRoute } from '@tanstack/react-router';
import { VendorScreen } from '../../features/vendors/components/vendor-screen';

// No loader: the server counts a page view per request, and a prefetch here followed by the
// screen's own fetch on mount would count each visit twice.
export const Route = createFileRoute('/_authenticated/vendor/$vendorId')({
  component: VendorPage,
});

function VendorPage() {
  const { vendorId } = Route.useParams();
  return <VendorScreen vendorId={Number(vendorId)} />;
}
