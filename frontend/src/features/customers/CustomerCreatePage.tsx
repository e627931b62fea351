// /customers/create (admin, operations).
import { useNavigate } from 'react-router';
import { useCreateCustomer } from '../../lib/api/generated/customer.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { MESSAGES } from '../../constants.ts';
import { CUSTOMER_PATHS } from './paths.ts';
import { CustomerForm, customerBody, customerValues } from './CustomerForm.tsx';
import { customerEditPath } from './CustomersListPage.tsx';

export function CustomerCreatePage() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const createCustomer = useCreateCustomer();
  return (
    <Page title="Create customer" actions={<BackButton to={CUSTOMER_PATHS.customers} label="Back to customers" />}>
      <FormCard maxW="3xl">
        <CustomerForm initial={customerValues()} submitLabel="Create customer"
          save={(values) => createCustomer({ body: customerBody(values) })}
          saved={(created) => {
            dialogs.success(MESSAGES.successfullySaved);
            navigate(customerEditPath(created.id));
          }} />
      </FormCard>
    </Page>
  );
}
