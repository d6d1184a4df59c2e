import { createFileRoute, notFound } from '@tanstack/react-router';
import { VendorScreen } from '../../features/vendors/components/vendor-screen';

// No loader: the server counts a page view per request, and a prefetch here followed by the
// screen's own fetch on mount would count each visit twice.
export const Route = createFileRoute('/_authenticated/vendor/$vendorId')({
  // /vendor/abc is no page: the not-found page, not a call for vendor NaN.
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,15}$/.test(params.vendorId)) throw notFound();
  },
  component: VendorPage,
});

function VendorPage() {
  const { vendorId } = Route.useParams();
  return <VendorScreen vendorId={Number(vendorId)} />;
}
