import { invalidateSiteData } from "@/lib/query-client";
import {
  imageUploadResponseSchema,
  PRODUCT_MESSAGES,
  type ApiError,
  type CreateProductInput,
  type MyProduct,
} from "@bechedaw/shared";
import { useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest, ApiRequestError, NETWORK_ERROR } from "@/lib/api-client";
import { sharedText } from "@/lib/i18n/shared-text";

export type { MyProduct };

const myProductsQueryKey = (email: string) => ["myproducts", email] as const;
const ADVERTISE_MUTATION_KEY = ["advertise-product"] as const;

function getMyProducts(email: string, signal?: AbortSignal) {
  return apiRequest<MyProduct[]>(`/api/myproducts?email=${encodeURIComponent(email)}`, { signal });
}

export function createProduct(input: CreateProductInput) {
  return apiRequest<{ acknowledged: boolean; insertedId: string }>("/api/products", {
    method: "POST",
    body: input,
  });
}

function advertiseProduct(id: string) {
  return apiRequest<{ acknowledged: boolean; modifiedCount: number }>(
    `/api/products/${encodeURIComponent(id)}`,
    { method: "PATCH" },
  );
}

function deleteProduct(id: string) {
  return apiRequest<{ acknowledged: boolean; deletedCount: number }>(
    `/api/products/${encodeURIComponent(id)}`,
    { method: "DELETE" },
  );
}

/**
 * Uploads a photo as multipart field `image` and resolves with its URL. XMLHttpRequest rather
 * than fetch, because only it reports upload progress.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/images");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, NETWORK_ERROR, "Can't reach the server."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = imageUploadResponseSchema.safeParse(data);
        if (answer.success) return resolve(answer.data.data.url);
        return reject(new ApiRequestError(xhr.status, "BAD_RESPONSE", "The upload went wrong."));
      }
      const error = (data ?? {}) as Partial<ApiError>;
      reject(
        new ApiRequestError(
          xhr.status,
          error.code ?? "HTTP_ERROR",
          error.message ?? xhr.statusText,
          error.details,
        ),
      );
    };
    const body = new FormData();
    body.append("image", file);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function useMyProducts(email: string) {
  return useQuery({
    queryKey: myProductsQueryKey(email),
    queryFn: ({ signal }) => getMyProducts(email, signal),
    enabled: email !== "",
  });
}

export function useAdvertiseProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADVERTISE_MUTATION_KEY,
    mutationFn: (product: MyProduct) => advertiseProduct(product._id),
    onSuccess: (_answer, product) => {
      queryClient.setQueriesData<MyProduct[]>({ queryKey: ["myproducts"] }, (list) =>
        list?.map((item) => (item._id === product._id ? { ...item, isAdvertised: true } : item)),
      );
      toast.success(sharedText(PRODUCT_MESSAGES.advertised));
      void invalidateSiteData(queryClient);
    },
  });
}

/** Ids of the products being advertised right now, so each row can show its own spinner. */
export function useAdvertisingIds(): string[] {
  return useMutationState({
    filters: { mutationKey: ADVERTISE_MUTATION_KEY, status: "pending" },
    select: (mutation) => (mutation.state.variables as MyProduct)._id,
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: MyProduct) => deleteProduct(product._id),
    onSuccess: (_answer, product) => {
      queryClient.setQueriesData<MyProduct[]>({ queryKey: ["myproducts"] }, (list) =>
        list?.filter((item) => item._id !== product._id),
      );
      toast.success(sharedText(PRODUCT_MESSAGES.deleted));
      void invalidateSiteData(queryClient);
    },
  });
}
