// What every staff page receives besides its own props: the trail the staff frame shows above the page.
export interface Breadcrumb {
  label: string;
  href?: string;
}
