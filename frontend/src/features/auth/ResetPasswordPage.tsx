// Choose a new password with the token from the e-mailed link (/password/reset/{token}). Success goes
// to /password/reset/success; an unknown, used or expired token to /password/reset/invalid.
import { useNavigate, useParams } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { useDashboardResetPassword, useResetPassword } from '../../lib/api/generated/identity.ts';
import { problemMessage, type Problem } from '../../lib/api/problem.ts';
import { Form } from '../../components/form/Form.tsx';
import { NewPasswordFields, SubmitButton } from '../../components/form/fields.tsx';
import { AuthCard } from '../../components/Page.tsx';
import { newPasswordChecks } from '../../components/PasswordField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES } from '../../constants.ts';
import { AUTH_PATHS } from './paths.ts';

/** A 400 about the password itself is shown; any other 400 or a 410 means the link is no good. */
export function isPasswordProblem(problem: Problem | undefined): boolean {
  if (!problem) return false;
  if (problem.errors?.some((e) => /password/i.test(e.path))) return true;
  return problem.detail === MESSAGES.password || problem.detail === MESSAGES.passwordMismatch;
}

export function ResetPasswordPage({ dashboard = false }: { dashboard?: boolean }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const dashboardResetPassword = useDashboardResetPassword();
  const form = useApiForm({
    defaultValues: { password: '', confirmPassword: '' },
    validate: newPasswordChecks,
    save: (body) => {
      const init = { params: { path: { token } }, body, ...optOut() };
      return dashboard ? dashboardResetPassword(init) : resetPassword(init);
    },
    saved: () => navigate(dashboard ? AUTH_PATHS.dashboardResetSuccess : AUTH_PATHS.resetSuccess, { replace: true }),
    // What to do depends on the status: a problem with the password is shown; any other 400 or a 404/410
    // means the link is no good.
    refused(answer, show) {
      const problem = answer.error as Problem | undefined;
      const status = answer.response?.status;
      if (status === 400 && isPasswordProblem(problem)) show(problemMessage(problem));
      else if (status === 400 || status === 410 || status === 404) {
        navigate(dashboard ? AUTH_PATHS.dashboardResetInvalid : AUTH_PATHS.resetInvalid, { replace: true });
      } else show(problemMessage(problem));
    },
  });

  return (
    <AuthCard title="Choose a new password">
      <Form form={form}>
        <NewPasswordFields />
        <SubmitButton>Reset password</SubmitButton>
      </Form>
    </AuthCard>
  );
}
