// A `*.module.css` import is a CSS Module (packages/build-config/styles.mjs): its default export maps each
// class of the file to its compiled name, `<app>-<hash>`.
declare module "*.module.css" {
  const classNames: { readonly [className: string]: string | undefined };
  export default classNames;
}
