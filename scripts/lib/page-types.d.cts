/** One representative route per page type (from the demo CMS snapshot's fixtures). */
export declare const PAGE_TYPES: { name: string; path: string }[]
