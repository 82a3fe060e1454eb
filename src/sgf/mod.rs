//! Reading and writing SGF game records.
