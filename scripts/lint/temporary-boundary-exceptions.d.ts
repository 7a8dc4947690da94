export const TEMPORARY_BOUNDARY_EXCEPTIONS: {
  imports: Array<[string, string]>;
  cycles: string[][];
};
