import {
  CamelCasePlugin,
  LimitNode,
  OffsetNode,
  OperationNodeTransformer,
  ValueNode,
  type IdentifierNode,
  type OperationNode,
  type PluginTransformQueryArgs,
  type QueryId,
  type RootOperationNode,
} from 'kysely';

// Kysely's CamelCasePlugin (camelCase in TypeScript, snake_case in the database) whose one pass over
// a query can also write LIMIT and OFFSET as literals (on PostgreSQL, pg-named-statements.ts).
// A named statement whose page size is a parameter is planned again on every run: PostgreSQL plans a
// generic LIMIT for a tenth of the rows, finds that dearer than the plans made for 50, and keeps
// making those (0.4 to 0.7 ms each for a list page). With the numbers in the text the generic plan is
// the same plan, and PostgreSQL keeps it from the sixth run. Only whole numbers are written so.

class StatementShape extends OperationNodeTransformer {
  constructor(
    readonly snakeCase: (name: string) => string,
    readonly literalPaging: boolean,
  ) {
    super();
  }

  protected override transformIdentifier(node: IdentifierNode, queryId?: QueryId): IdentifierNode {
    const transformed = super.transformIdentifier(node, queryId);
    return { ...transformed, name: this.snakeCase(transformed.name) };
  }

  protected override transformLimit(node: LimitNode, queryId?: QueryId): LimitNode {
    const transformed = super.transformLimit(node, queryId);
    return this.literalPaging ? LimitNode.create(literal(transformed.limit)) : transformed;
  }

  protected override transformOffset(node: OffsetNode, queryId?: QueryId): OffsetNode {
    const transformed = super.transformOffset(node, queryId);
    return this.literalPaging ? OffsetNode.create(literal(transformed.offset)) : transformed;
  }
}

const literal = (node: OperationNode): OperationNode =>
  ValueNode.is(node) && !node.immediate && Number.isSafeInteger(node.value)
    ? ValueNode.createImmediate(node.value)
    : node;

export class StatementShapePlugin extends CamelCasePlugin {
  readonly #shape: StatementShape;

  constructor({ literalPaging }: { literalPaging: boolean }) {
    super();
    this.#shape = new StatementShape((name) => this.snakeCase(name), literalPaging);
  }

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#shape.transformNode(args.node, args.queryId);
  }
}
