/**
 * The two places where @e-invoice-eu/core 2.3.4 (the newest release) writes CII that the
 * UN/CEFACT CII D16B schema rejects, repaired on the library's own element tree before it
 * is written out, so the XML a mail carries and the XML a PDF embeds are the same repaired
 * document:
 *
 * - `ram:ApplicableHeaderTradeDelivery` is mandatory between the agreement and the
 *   settlement, even empty; the library leaves it out when the invoice has no delivery
 *   information (an online course has no place of delivery).
 * - A referenced document's date (BT-26, `ram:FormattedIssueDateTime`) is a qualified date,
 *   `qdt:DateTimeString`; the library writes the unqualified `udt:DateTimeString`.
 *
 * Pure: it takes the tree (element names as keys, `name@attribute` for attributes, in
 * document order) and returns the repaired one.
 */

type Tree = { [key: string]: TreeNode };
type TreeNode = Tree | TreeNode[] | string;

const AGREEMENT = 'ram:ApplicableHeaderTradeAgreement';
const DELIVERY = 'ram:ApplicableHeaderTradeDelivery';
const QUALIFIED_DATE = 'ram:FormattedIssueDateTime';

const isTree = (node: TreeNode | undefined): node is Tree => typeof node === 'object' && node !== null && !Array.isArray(node);

/** The same entries, with `key: value` inserted after the entry `after`. */
function insertedAfter(tree: Tree, after: string, key: string, value: TreeNode): Tree {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([name, node]) =>
      name === after
        ? [
            [name, node],
            [key, value],
          ]
        : [[name, node]],
    ),
  );
}

/** `udt:DateTimeString` and its attributes as `qdt:DateTimeString`. */
const qualified = (date: Tree): Tree =>
  Object.fromEntries(Object.entries(date).map(([name, node]) => [name.replace(/^udt:DateTimeString(?=$|@)/, 'qdt:DateTimeString'), node]));

function repairedNode(node: TreeNode, name: string): TreeNode {
  if (Array.isArray(node)) return node.map((item) => repairedNode(item, name));
  if (!isTree(node)) return node;
  if (name === QUALIFIED_DATE) return qualified(node);
  const repaired: Tree = Object.fromEntries(Object.entries(node).map(([key, child]) => [key, repairedNode(child, key)]));
  return AGREEMENT in repaired && !(DELIVERY in repaired) ? insertedAfter(repaired, AGREEMENT, DELIVERY, {}) : repaired;
}

/** The library's CII tree as the schema wants it. */
export function repairedCii<T extends object>(tree: T): T {
  return repairedNode(tree as unknown as Tree, '') as unknown as T;
}
