import {
  Kind,
  parse,
  print,
  type DefinitionNode,
  type ConstDirectiveNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
} from 'graphql';

/**
 * Two shapes the subgraph SDL files state in one line each, written out here so each is written once:
 *
 * - `"A page of …" type XConnection @connection` becomes the cursor page of X (edges, nodes, pageInfo) and
 *   its edge type XEdge (cursor, node). `@connection(item: "job")` names one row in the generated
 *   descriptions ("row" when left out).
 * - `"…" type X @fieldsOf(input: "XInput")` becomes an output type with the fields of the input type XInput
 *   (names, types, descriptions), for a value that is entered and answered alike.
 *
 * The result is plain SDL: the directives are gone, so neither a server nor codegen needs to know them.
 */
export function expandSdlMacros(sdl: string): string {
  const document = parse(sdl);
  const definitions = document.definitions.flatMap((def): DefinitionNode[] => {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) return [def];
    const connection = directive(def, 'connection');
    if (connection) return connectionTypes(def, stringArgument(connection, 'item') ?? 'row');
    const fieldsOf = directive(def, 'fieldsOf');
    if (fieldsOf) return [outputTwin(def, document.definitions, requiredString(def, fieldsOf, 'input'))];
    return [def];
  });
  return print({ ...document, definitions });
}

function connectionTypes(def: ObjectTypeDefinitionNode, item: string): DefinitionNode[] {
  const name = def.name.value;
  const node = name.endsWith('Connection') ? name.slice(0, -'Connection'.length) : '';
  if (!node) throw new Error(`@connection on ${name}: the type's name must be the node type's followed by Connection`);
  const items = `${item}s`;
  const [connection, edge] = parse(`
    type ${name} {
      "The ${items} of the page, each with its cursor."
      edges: [${node}Edge!]!
      "The ${items} of the page, without cursors."
      nodes: [${node}!]!
      "Whether more ${items} follow and the cursor to ask for them."
      pageInfo: PageInfo!
    }
    "One ${item} of ${name}, with the cursor that points just after it."
    type ${node}Edge {
      "Pass as after to read the ${items} that follow this one."
      cursor: String!
      "The ${item}."
      node: ${node}!
    }`).definitions as [ObjectTypeDefinitionNode, ObjectTypeDefinitionNode];
  return [{ ...connection, description: def.description, directives: otherDirectives(def, 'connection') }, edge];
}

function outputTwin(
  def: ObjectTypeDefinitionNode,
  definitions: readonly DefinitionNode[],
  inputName: string,
): ObjectTypeDefinitionNode {
  const input = definitions.find((d) => d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION && d.name.value === inputName);
  if (input?.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION)
    throw new Error(`@fieldsOf on ${def.name.value}: no input type ${inputName}`);
  const fields = (input.fields ?? []).map((field): FieldDefinitionNode => {
    if (field.defaultValue)
      throw new Error(
        `@fieldsOf on ${def.name.value}: ${inputName}.${field.name.value} has a default, which an output field cannot have`,
      );
    return {
      kind: Kind.FIELD_DEFINITION,
      name: field.name,
      description: field.description,
      type: field.type,
      arguments: [],
      directives: field.directives,
    };
  });
  return { ...def, directives: otherDirectives(def, 'fieldsOf'), fields };
}

function directive(def: ObjectTypeDefinitionNode, name: string): ConstDirectiveNode | undefined {
  const found = def.directives?.find((d) => d.name.value === name);
  if (found && def.fields?.length)
    throw new Error(`@${name} on ${def.name.value}: the type's fields are generated, so it states none`);
  return found;
}

function otherDirectives(def: ObjectTypeDefinitionNode, macro: string): ConstDirectiveNode[] {
  return (def.directives ?? []).filter((d) => d.name.value !== macro);
}

function stringArgument(directive: ConstDirectiveNode, name: string): string | undefined {
  const value = directive.arguments?.find((a) => a.name.value === name)?.value;
  return value?.kind === Kind.STRING ? value.value : undefined;
}

function requiredString(def: ObjectTypeDefinitionNode, directive: ConstDirectiveNode, name: string): string {
  const value = stringArgument(directive, name);
  if (value === undefined) throw new Error(`@${directive.name.value} on ${def.name.value}: needs ${name}: "…"`);
  return value;
}
