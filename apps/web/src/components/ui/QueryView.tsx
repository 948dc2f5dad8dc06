import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../lib/api";
import { ErrorState } from "./ErrorState";

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way (a skeleton). */
  loading: ReactNode;
  /** The title of the ErrorState shown when the read fails; its Try Again reads again. */
  errorTitle: string;
  /** Shown instead of the ErrorState when the server answers 404. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A screen part drawn from one read: its skeleton, its failure, or `children` with the data. */
export function QueryView<T>({ query, loading, errorTitle, notFound, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    if (notFound && query.error instanceof ApiError && query.error.status === 404) return notFound;
    return <ErrorState title={errorTitle} query={query} />;
  }
  return children(query.data);
}
