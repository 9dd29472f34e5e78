#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod end;
pub mod hash;
mod instant;
pub mod limits;
pub mod mate;
pub mod rng;
pub mod score;
pub mod search;
pub mod table;
pub mod terms;
pub mod walk;

pub use limits::{LimitError, Limits};
pub use mate::{MateSearch, MateVerdict};
pub use score::Score;
pub use search::{Counters, Engine, Iteration, SearchResult};
pub use terms::Knowledge;
