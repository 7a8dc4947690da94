/** The kinds of file the shop accepts, as detected from the bytes. */
export type FileKind = 'pdf' | 'jpg' | 'png' | 'webp';

/**
 * One file field's rule. Pure data, so the *.schemas.ts files declare it and the pages use the same limits
 * (`extensions` is only the page's first check; the server decides by `kinds`).
 */
export interface FileRule {
  maxBytes: number;
  kinds: readonly FileKind[];
  extensions: readonly string[];
  requiredMessage?: string;
  typeMessage: string;
  sizeMessage: string;
}

export type UploadRules = Record<string, FileRule>;
