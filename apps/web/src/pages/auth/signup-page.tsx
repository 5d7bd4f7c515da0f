import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, SIGN_UP_ROLES, signUpSchema } from "@bechedaw/shared";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/error-message";
import { signUpWithEmail } from "@/features/auth/api/auth-api";
import { AuthCard } from "@/features/auth/components/auth-card";
import { GoogleButton } from "@/features/auth/components/google-button";

type SignUpForm = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

export default function SignUpPage() {
  const navigate = useNavigate();
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { role: "Buyer" },
  });
  const { errors } = form.formState;

  // Email sign-up does not sign in (spec §4): the new user logs in next.
  const signUp = useMutation({
    mutationFn: signUpWithEmail,
    meta: { silent: true },
    onSuccess: async () => {
      toast.success(MESSAGES.userCreated);
      await navigate("/login");
    },
  });

  return (
    <AuthCard title="Sign Up">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => signUp.mutate(values))}
        className="space-y-3"
      >
        <FormField id="name" label="Full Name" error={errors.name?.message}>
          <input
            id="name"
            autoComplete="name"
            className="input input-bordered w-full"
            aria-invalid={Boolean(errors.name)}
            {...form.register("name")}
          />
        </FormField>
        <FormField id="email" label="Email Address" error={errors.email?.message}>
          <input
            id="email"
            type="email"
            autoComplete="email"
            className="input input-bordered w-full"
            aria-invalid={Boolean(errors.email)}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="role" label="Account type" error={errors.role?.message}>
          <select id="role" className="select select-bordered w-full" {...form.register("role")}>
            {SIGN_UP_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
          <input
            id="password"
            type="password"
            autoComplete="new-password"
            className="input input-bordered w-full"
            aria-invalid={Boolean(errors.password)}
            {...form.register("password")}
          />
        </FormField>
        <button type="submit" className="btn btn-primary w-full" disabled={signUp.isPending}>
          {signUp.isPending ? (
            <span className="loading loading-spinner" aria-hidden="true" />
          ) : null}
          Sign Up
        </button>
        {signUp.isError ? (
          <p className="text-sm text-error" role="alert">
            {errorMessage(signUp.error)}
          </p>
        ) : null}
      </form>
      <div className="divider">OR</div>
      <GoogleButton label="Sign up with Google" callbackURL="/" />
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link to="/login" className="link link-secondary font-semibold">
          Please Login
        </Link>
      </p>
    </AuthCard>
  );
}
