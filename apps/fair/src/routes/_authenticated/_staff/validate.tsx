import { createFileRoute } from '@tanstack/react-router';
import { ValidatePage } from '../../../features/validate/components/validate-page';

export const Route = createFileRoute('/_authenticated/_staff/validate')({
  component: ValidatePage,
});
