/**
 * The store's statements, built on the tables' types (tables.ts) with Kysely and run by the
 * engine face (sql.ts: `db.get`, `db.all`, `db.run`): a column that does not exist, or a value
 * of the wrong type, fails the typecheck. Kysely only writes the SQL here, in PostgreSQL's
 * form (`$1` parameters, double-quoted names), which SQLite reads too; it never connects, so
 * the engines' transactions, group commit and pipelining run what it writes unchanged.
 */
import {
  type Compilable,
  DummyDriver,
  type ExpressionBuilder,
  type Insertable,
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type PrimitiveValueListNode,
  type ReferenceExpression,
  type RootOperationNode,
  ValueListNode,
  ValueNode,
} from 'kysely';
import type { Database } from './tables.ts';

export const query = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Stands for an input of a query compiled once, where its value goes among the parameters. */
class Input {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/**
 * The query with every value that is not an input written into its text, as SQL written by
 * hand would have it ('open', 1, null): a partial index (`WHERE status = 'open'`) serves only
 * a query whose condition names the same constants, not a parameter.
 */
class Constants extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return node.value instanceof Input || node.immediate ? node : ValueNode.createImmediate(node.value);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const values = node.values.map((value) => (value instanceof Input ? ValueNode.create(value) : ValueNode.createImmediate(value)));
    return ValueListNode.create(values) as unknown as PrimitiveValueListNode;
  }
}

const compiler = new PostgresQueryCompiler();

/**
 * A query of fixed shape, compiled once: `build` is called with a stand-in for each input,
 * and each call puts its inputs where those stood; every other value is a constant of the
 * query's text (Constants). The text never depends on the inputs (a list of varying length
 * is built per call instead).
 */
export function compiledOnce<Inputs extends object, Row>(build: (inputs: Inputs) => Compilable<Row>): (inputs: Inputs) => Compilable<Row> {
  const stand = new Proxy({}, { get: (_, name) => new Input(String(name)) }) as Inputs;
  const built = build(stand).compile();
  const node = new Constants().transformNode(built.query) as RootOperationNode;
  const { sql, parameters } = compiler.compileQuery(node, built.queryId);
  const names = parameters.map((parameter) => {
    if (!(parameter instanceof Input)) throw new Error(`a constant left among the parameters of: ${sql}`);
    return parameter.name;
  });
  return (inputs) => {
    const values = names.map((name) => (inputs as Record<string, unknown>)[name]);
    return { compile: () => ({ sql, parameters: values, query: node, queryId: built.queryId }) };
  };
}

/** The columns an insert into `Table` must name (those with neither a default nor a number of their own). */
type Required<Table extends keyof Database> = {
  [Column in keyof Insertable<Database[Table]>]-?: undefined extends Insertable<Database[Table]>[Column] ? never : Column;
}[keyof Insertable<Database[Table]>];

/** The row an insert of `columns` into `Table` takes. */
export type InsertRow<Table extends keyof Database, Columns extends keyof Insertable<Database[Table]>> = {
  readonly [Column in Columns]: Insertable<Database[Table]>[Column];
};

/**
 * An insert of one row of `columns` (every column without a default among them), compiled
 * once: each call takes the row's values by column.
 */
export function insertOnce<Table extends keyof Database, const Columns extends readonly (keyof Insertable<Database[Table]>)[]>(
  table: Table,
  columns: Exclude<Required<Table>, Columns[number]> extends never ? Columns : { missing: Exclude<Required<Table>, Columns[number]> },
): (row: InsertRow<Table, Columns[number]>) => Compilable {
  const names = columns as readonly string[];
  return compiledOnce((row: Record<string, unknown>) =>
    query.insertInto(table).values(Object.fromEntries(names.map((name) => [name, row[name]])) as never),
  );
}

/** Whether the address in `column` is `address`, in any case. */
export const sameAddress = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: ReferenceExpression<DB, TB>, address: string) =>
  eb(eb.fn('lower', [column]), '=', eb.fn('lower', [eb.val(address)]));
