import { invalidateSiteData } from "@/lib/query-client";
import {
  imageUploadResponseSchema,
  PRODUCT_MESSAGES,
  type ApiError,
  type CreatedProductResponse,
  type CreateProductInput,
  type MyProduct,
} from "@bechedaw/shared";
import { NEXT_CURSOR_HEADER } from "@bechedaw/shared/products-format";
import {
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import {
  apiRequest,
  apiRequestWithHeaders,
  ApiRequestError,
  NETWORK_ERROR,
} from "@/lib/api-client";
import { sharedText } from "@/lib/i18n/shared-text";
import { queryKeys } from "@/lib/query-keys";

export type { MyProduct };

const ADVERTISE_MUTATION_KEY = ["advertise-product"] as const;

type MyProductsPage = { products: MyProduct[]; nextCursor: string | null };

/** One page (newest first) of the seller's own products; the next cursor comes in a header. */
async function getMyProductsPage(email: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ email });
  if (cursor) params.set("cursor", cursor);
  const { data, headers } = await apiRequestWithHeaders<MyProduct[]>(`/api/myproducts?${params}`, {
    signal,
  });
  return { products: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** Changes the loaded products of every My Products list in the cache, page by page. */
function updateMyProducts(
  queryClient: QueryClient,
  change: (products: MyProduct[]) => MyProduct[],
) {
  queryClient.setQueriesData<InfiniteData<MyProductsPage>>(
    { queryKey: queryKeys.myProducts.all },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({ ...page, products: change(page.products) })),
          }
        : data,
  );
}

/** `GET /api/products/:id/passport`: the whole passport of the seller's own listing. */
export function createProduct(input: CreateProductInput) {
  return apiRequest<CreatedProductResponse>("/api/products", {
    method: "POST",
    body: input,
  });
}

/** `PUT /api/products/:id`: the seller's listing replaced whole, photos included. */
export function updateProduct(id: string, input: CreateProductInput) {
  return apiRequest<{ acknowledged: boolean; modifiedCount: number }>(
    `/api/products/${encodeURIComponent(id)}`,
    { method: "PUT", body: input },
  );
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
/**
 * `POST /api/images`: the photo's address. `isPrivate`: a passport's proof, which only the
 * seller and admins can open (decision 020).
 */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  { isPrivate = false } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", isPrivate ? "/api/images?private=true" : "/api/images");
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

/** The seller's own products, a page at a time (`fetchNextPage` loads the next one). */
export function useMyProducts(email: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.myProducts.of(email),
    queryFn: ({ pageParam, signal }) => getMyProductsPage(email, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: email !== "",
  });
}

export function useAdvertiseProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADVERTISE_MUTATION_KEY,
    mutationFn: (product: MyProduct) => advertiseProduct(product._id),
    onSuccess: (_answer, product) => {
      updateMyProducts(queryClient, (list) =>
        list.map((item) => (item._id === product._id ? { ...item, isAdvertised: true } : item)),
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
      updateMyProducts(queryClient, (list) => list.filter((item) => item._id !== product._id));
      toast.success(sharedText(PRODUCT_MESSAGES.deleted));
      void invalidateSiteData(queryClient);
    },
  });
}
