import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, signInSchema, type SignInInput } from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/error-message";
import { signInWithEmail } from "@/features/auth/api/auth-api";
import { sessionQueryKey } from "@/lib/session";
import { AuthCard } from "@/features/auth/components/auth-card";
import { GoogleButton } from "@/features/auth/components/google-button";

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const from = (location.state as { from?: string } | null)?.from ?? "/";
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });
  const { errors } = form.formState;

  const signIn = useMutation({
    mutationFn: signInWithEmail,
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(MESSAGES.signedIn);
      await navigate(from, { replace: true });
    },
  });
  const googleFailed = searchParams.get("error") === "google";

  return (
    <AuthCard title="Login">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
        className="space-y-3"
      >
        <FormField id="email" label="Email" error={errors.email?.message}>
          <input
            id="email"
            type="email"
            autoComplete="email"
            className="input input-bordered w-full"
            aria-invalid={Boolean(errors.email)}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            aria-invalid={Boolean(errors.password)}
            {...form.register("password")}
          />
        </FormField>
        <p className="text-sm text-base-content/80">
          Forgot Password? Write to us from the Contact page and we will help you back in.
        </p>
        <button type="submit" className="btn btn-primary w-full" disabled={signIn.isPending}>
          {signIn.isPending ? (
            <span className="loading loading-spinner" aria-hidden="true" />
          ) : null}
          Login
        </button>
        {signIn.isError ? (
          <p className="text-sm text-error" role="alert">
            {errorMessage(signIn.error)}
          </p>
        ) : null}
        {googleFailed && !signIn.isError ? (
          <p className="text-sm text-error" role="alert">
            Google sign-in did not complete. Please try again.
          </p>
        ) : null}
      </form>
      <div className="divider">OR</div>
      <GoogleButton label="Continue With Google" callbackURL={from} />
      <p className="text-center text-sm">
        New to BecheDaw?{" "}
        <Link to="/signup" className="link link-secondary font-semibold">
          Create new account
        </Link>
      </p>
    </AuthCard>
  );
}
