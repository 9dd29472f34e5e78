//! The library's own parts checked on cases worked out by hand: the
//! random positions' layouts, the definitions, the mutation edits, the
//! plain step search and the text surgery (the unit tests the library
//! held under `#[cfg(test)]`, moved here so that the library builds once;
//! the module of each file is the library's module of the same name).

mod arb;
mod definitions;
mod mutation;
mod search;
mod texts;
