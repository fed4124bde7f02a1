// An SVG import is an Rspack asset module: the URL of the emitted, content-hashed file.
declare module "*.svg" {
  const url: string;
  export default url;
}
