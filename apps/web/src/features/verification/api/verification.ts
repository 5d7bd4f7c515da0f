import {
  VERIFICATION_MESSAGES,
  type VerificationKind,
  type VerificationState,
} from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { toast } from "@/lib/toast";
import { queryKeys } from "@/lib/query-keys";

// The server's refusals (a request already waiting, identity first…) in the reader's language.
addSharedTexts("shared.verification", VERIFICATION_MESSAGES);

/** `GET /api/verification`: the seller's tier and their requests, newest first. */
export function useVerification() {
  return useQuery({
    queryKey: queryKeys.verification.all,
    queryFn: ({ signal }) => apiRequest<VerificationState>("/api/verification", { signal }),
  });
}

/** Sends one document's photos: each file is uploaded privately, then the request is made. */
export type UploadPrivatePhoto = (file: File) => Promise<string>;

export type DocumentInput = { kind: VerificationKind; files: File[]; shopName?: string };

/** `POST /api/verification` after uploading the photos through `upload`. */
export function useRequestVerification(upload: UploadPrivatePhoto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, files, shopName }: DocumentInput) => {
      const photos: string[] = [];
      for (const file of files) photos.push(await upload(file));
      return apiRequest<{ insertedId: string }>("/api/verification", {
        method: "POST",
        body: { kind, photos, ...(kind === "shop" ? { shopName } : {}) },
      });
    },
    onSuccess: () => {
      toast.success(t("verification.sent"));
      void queryClient.invalidateQueries({ queryKey: queryKeys.verification.all });
    },
  });
}
