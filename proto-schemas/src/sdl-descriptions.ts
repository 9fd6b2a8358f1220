import { Kind, parse, type DefinitionNode } from 'graphql';

/**
 * Every type, field, argument, input field and enum value of a subgraph SDL needs a description: other
 * teams build on the API from its schema alone. Answers the coordinates ("Type.field(arg)") that lack one.
 * Federation's own `extend schema @link` carries no description and is not a type.
 */
export function undescribedSchemaElements(sdl: string): string[] {
  const missing: string[] = [];
  const need = (node: { description?: { value: string } | undefined }, coordinate: string) => {
    if (!node.description?.value.trim()) missing.push(coordinate);
  };
  for (const def of parse(sdl).definitions as readonly DefinitionNode[]) {
    switch (def.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION:
      case Kind.INPUT_OBJECT_TYPE_DEFINITION: {
        const name = def.name.value;
        // The root operation types are described by their fields.
        if (name !== 'Query' && name !== 'Mutation') need(def, name);
        for (const field of def.fields ?? []) {
          need(field, `${name}.${field.name.value}`);
          if ('arguments' in field)
            for (const arg of field.arguments ?? []) need(arg, `${name}.${field.name.value}(${arg.name.value})`);
        }
        break;
      }
      case Kind.ENUM_TYPE_DEFINITION:
        need(def, def.name.value);
        for (const value of def.values ?? []) need(value, `${def.name.value}.${value.name.value}`);
        break;
      case Kind.SCALAR_TYPE_DEFINITION:
      case Kind.UNION_TYPE_DEFINITION:
        need(def, def.name.value);
        break;
      default:
        break;
    }
  }
  return missing;
}
