/** A deploy that must not switch: the reason is printed and the command exits non-zero. */
export class DeployRefused extends Error {
  override readonly name = "DeployRefused";
}
