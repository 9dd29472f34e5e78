#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod rng;
pub mod terms;
pub mod values;
