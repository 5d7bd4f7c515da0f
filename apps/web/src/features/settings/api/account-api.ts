import {
  type Account,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type UpdateAccountBody,
} from "@bechedaw/shared";
import { ACCOUNT_MESSAGES } from "@bechedaw/shared/account-messages";
import { apiRequest } from "@/lib/api-client";
import { addSharedTexts } from "@/lib/i18n/shared-text";

// The settings' checks and refusals, in the reader's language wherever they are shown.
addSharedTexts("shared.account", ACCOUNT_MESSAGES);

export function updateAccount(body: UpdateAccountBody): Promise<Account> {
  return apiRequest<Account>("/api/account", { method: "PATCH", body });
}

export function changePassword(body: ChangePasswordBody) {
  return apiRequest<{ acknowledged: true; sessionsEnded: number }>("/api/account/password", {
    method: "POST",
    body,
  });
}

export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<{ acknowledged: boolean; deletedCount: number }>("/api/account", {
    method: "DELETE",
    body,
  });
}
