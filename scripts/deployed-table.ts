/**
 * The start of a one-off tool run against a deployed table (docs/deploy.md):
 * TABLE_NAME and AWS_REGION name it, and the settings the functions' modules read
 * at load that the tool never uses get placeholders. Call it before importing
 * anything from functions/.
 */
export function setUpDeployedTable(tool: string): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  if (!process.env.TABLE_NAME) {
    console.error('Set TABLE_NAME to the deployed table (the stack output) and AWS_REGION.');
    process.exit(1);
  }
  // The tool only reads and writes the table.
  process.env.FILES_BUCKET ??= 'unused';
  process.env.JWT_SECRET ??= `unused-by-${tool}`;
}
