#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod analyse;
pub mod commentary;
pub mod game;
pub mod players;
