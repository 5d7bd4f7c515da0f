import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { uploadImage } from "@/features/products/api/seller-products";
import {
  PhotoTooLargeError,
  shrinkPhoto,
  UPLOAD_TYPES,
} from "@/features/products/components/shrink-photo";
import { ResendLinkButton } from "@/features/auth/components/resend-link-button";
import { useVerification } from "@/features/verification/api/verification";
import { VerificationSteps } from "@/features/verification/components/verification-steps";
import { ApiRequestError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session";

/**
 * A document's photo as the listing form sends its proofs: shrunk in the browser, then uploaded
 * as a private photo that only the seller and admins can open (decision 024).
 */
async function uploadDocumentPhoto(file: File): Promise<string> {
  let photo: File;
  try {
    photo = await shrinkPhoto(file);
  } catch (error) {
    if (!(error instanceof PhotoTooLargeError)) throw error;
    throw new ApiRequestError(413, "IMAGE_TOO_LARGE", "The photo must be 10 MB or smaller.");
  }
  return uploadImage(photo, () => {}, { isPrivate: true });
}

/** `/dashboard/verification`, sellers only: their badge and the steps to a higher one. */
export default function VerificationPage() {
  const verification = useVerification();
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">{t("verification.title")}</h1>
        <p className="text-base-content/80">{t("verification.intro")}</p>
      </div>
      {verification.isPending ? (
        <Spinner label={t("verification.loading")} />
      ) : verification.isError ? (
        <ErrorState
          title={t("verification.failed")}
          message={errorMessage(verification.error)}
          onRetry={() => void verification.refetch()}
        />
      ) : (
        <VerificationSteps
          state={verification.data}
          upload={uploadDocumentPhoto}
          accept={UPLOAD_TYPES.join(",")}
          emailAction={user ? <ResendLinkButton email={user.email} /> : null}
        />
      )}
    </div>
  );
}
