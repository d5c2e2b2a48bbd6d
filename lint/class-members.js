// @ts-check

/*
 * Members are private with `#`, which keeps them private at run time too, not with TypeScript's
 * `private`, which only the type checker sees. `no-restricted-syntax` selectors.
 */

const USE_HASH =
  "Make it a `#` member: TypeScript's `private` is gone at run time (a test goes through the public surface instead).";

export const CLASS_MEMBERS = [
  {
    // A decorated field stays: Lit's reactive state is `@state() private`, and a `#` field
    // cannot carry a decorator.
    selector:
      ':matches(PropertyDefinition, AccessorProperty)[accessibility="private"]:not([decorators.length>0])',
    message: USE_HASH,
  },
  {
    // A constructor cannot be a `#` member: `private constructor` keeps a factory the only way in.
    selector: 'MethodDefinition[accessibility="private"][kind!="constructor"]',
    message: USE_HASH,
  },
  {
    selector: 'TSParameterProperty[accessibility="private"]',
    message: `${USE_HASH} Declare the field as \`#name\` and assign it in the constructor.`,
  },
  {
    // `protected` only where a base class declares the member (Lit's lifecycle).
    selector:
      ':matches(PropertyDefinition, AccessorProperty, MethodDefinition, TSParameterProperty)[accessibility="protected"]:not([override=true])',
    message:
      'Make it a `#` member, or public: `protected` is only for overriding a base class’s member (`protected override render()`).',
  },
];
