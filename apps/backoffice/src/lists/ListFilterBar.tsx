import { FilterBar } from '@startwise/ui';
import type { ReactNode } from 'react';
import { SearchBox } from '../forms/SearchBox';

interface ListFilterBarProps {
  /** Names the search region ('Search and filter the inbox'). */
  label: string;
  /** What the search matches, shown in the empty box. */
  searchPlaceholder: string;
  /** The search the address holds, and a change to it. */
  search: string;
  onSearch: (value: string | undefined) => void;
  activeCount: number;
  onClear: () => void;
  resultSummary: string | undefined;
  /** The filters. */
  children: ReactNode;
}

/** A list screen's search box and filters, in the kit's FilterBar. */
export function ListFilterBar({ searchPlaceholder, search, onSearch, ...bar }: ListFilterBarProps) {
  return (
    <FilterBar {...bar} search={<SearchBox value={search} placeholder={searchPlaceholder} onChange={onSearch} />} />
  );
}
