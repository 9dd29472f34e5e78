//! The package's errors: [`Failure`], a kind and a one-line message, made
//! from every error of the Rust crates and raised as the exception class
//! of its kind (defined in Python, `cvpages/_errors.py`, so that a class
//! may also be a `ValueError`).

use cvpages::{ActError, ClaimError, OpenError, PlayError, ReplayFileError};
use kernel::variant::RefusedClaim;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

/// The kinds of error, one exception class each (all under
/// `cvpages.Error`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `UnreadableError`: text that does not read.
    Unreadable,
    /// `IllegalTurnError`: a turn, claim or act the rules do not allow
    /// here.
    Illegal,
    /// `GameOverError`: nothing may follow the end of the game.
    GameOver,
    /// `OptionError`: a bad option or argument.
    Option,
    /// `TimeLimitError`: a count stopped at its time limit.
    TimeLimit,
}

impl Kind {
    /// The exception's class name in `cvpages`.
    fn class_name(self) -> &'static str {
        match self {
            Kind::Unreadable => "UnreadableError",
            Kind::Illegal => "IllegalTurnError",
            Kind::GameOver => "GameOverError",
            Kind::Option => "OptionError",
            Kind::TimeLimit => "TimeLimitError",
        }
    }

    /// The class, imported once.
    fn class<'py>(self, py: Python<'py>) -> PyResult<&'py Bound<'py, PyType>> {
        static CLASSES: [PyOnceLock<Py<PyType>>; 5] = [
            PyOnceLock::new(),
            PyOnceLock::new(),
            PyOnceLock::new(),
            PyOnceLock::new(),
            PyOnceLock::new(),
        ];
        CLASSES[self as usize].import(py, "cvpages._errors", self.class_name())
    }
}

/// An error on its way to Python: its kind and its one-line message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// Which exception class it is raised as.
    pub kind: Kind,
    /// The message, one line.
    pub message: String,
}

impl Failure {
    /// A failure of `kind` saying `message`.
    pub fn new(kind: Kind, message: impl Into<String>) -> Failure {
        Failure {
            kind,
            message: message.into(),
        }
    }
}

impl From<Failure> for PyErr {
    fn from(failure: Failure) -> PyErr {
        Python::attach(|py| match failure.kind.class(py) {
            Ok(class) => PyErr::from_type(class.clone(), failure.message),
            // The package's own module is missing or broken: say so
            // rather than lose the message.
            Err(e) => e,
        })
    }
}

impl From<PlayError> for Failure {
    fn from(e: PlayError) -> Failure {
        let kind = match e {
            PlayError::Unreadable { .. } => Kind::Unreadable,
            PlayError::Illegal { .. } => Kind::Illegal,
            PlayError::GameOver { .. } => Kind::GameOver,
        };
        Failure::new(kind, e.to_string())
    }
}

impl From<OpenError> for Failure {
    fn from(e: OpenError) -> Failure {
        let kind = match e {
            OpenError::UnknownVariant { .. } | OpenError::Options { .. } => Kind::Option,
            OpenError::Position { .. } => Kind::Unreadable,
        };
        Failure::new(kind, e.to_string())
    }
}

impl From<ClaimError> for Failure {
    fn from(e: ClaimError) -> Failure {
        let kind = match e {
            ClaimError::GameOver { .. } => Kind::GameOver,
            ClaimError::Refused(RefusedClaim::Unknown { .. }) => Kind::Option,
            ClaimError::Refused(RefusedClaim::Refused(_)) => Kind::Illegal,
        };
        Failure::new(kind, e.to_string())
    }
}

impl From<ActError> for Failure {
    fn from(e: ActError) -> Failure {
        let kind = match e {
            ActError::GameOver { .. } => Kind::GameOver,
            ActError::Claim(RefusedClaim::Unknown { .. }) => Kind::Option,
            ActError::NoAgreement { .. }
            | ActError::NoOffer { .. }
            | ActError::OfferStanding { .. }
            | ActError::Claim(RefusedClaim::Refused(_)) => Kind::Illegal,
        };
        Failure::new(kind, e.to_string())
    }
}

impl From<ReplayFileError> for Failure {
    fn from(e: ReplayFileError) -> Failure {
        match e {
            ReplayFileError::Open(open) => open.into(),
            ReplayFileError::Replay(replay) => Failure::new(Kind::Unreadable, replay.to_string()),
        }
    }
}
