//! A safetensors checkpoint read into `f64` matrices and vectors, with errors that name
//! the file and the tensor.
//!
//! The file is parsed by the `safetensors` crate ([`SafeTensors::deserialize`]); tensors
//! of type F32, F64, F16 or BF16 are widened to `f64` exactly (every value of those types
//! is an `f64`). A file the crate rejects is diagnosed once more from its header (8-byte
//! little-endian length, then JSON naming each tensor's `data_offsets`), so that a
//! truncated file names the first tensor whose bytes are missing. A tensor with a NaN or
//! infinite value is an error naming the tensor and the value's position: the audit's
//! figures would otherwise look normal and be meaningless.

use std::path::{Path, PathBuf};

use ndarray::{Array1, Array2};
use safetensors::tensor::{Dtype, SafeTensorError, SafeTensors};

/// A checkpoint file held in memory.
pub struct Checkpoint {
    path: PathBuf,
    bytes: Vec<u8>,
}

impl Checkpoint {
    /// Reads `path` and checks that it parses as a safetensors file.
    pub fn open(path: &Path) -> Result<Checkpoint, String> {
        let bytes = crate::files::read_limited(path, u64::MAX).map_err(|e| format!("{}: cannot read the checkpoint: {e}", path.display()))?;
        let checkpoint = Checkpoint { path: path.to_path_buf(), bytes };
        checkpoint.parsed()?;
        Ok(checkpoint)
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file's bytes (for its SHA-256).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    fn parsed(&self) -> Result<SafeTensors<'_>, String> {
        SafeTensors::deserialize(&self.bytes).map_err(|e| self.diagnose(e))
    }

    /// Whether the file holds a tensor called `name`.
    pub fn has(&self, name: &str) -> bool {
        self.parsed().is_ok_and(|t| t.tensor(name).is_ok())
    }

    /// The tensor `name` with the given shape, as `f64` values in row-major order.
    fn values(&self, name: &str, shape: &[usize]) -> Result<Vec<f64>, String> {
        let tensors = self.parsed()?;
        let view = tensors.tensor(name).map_err(|_| format!("{}: tensor `{name}` is missing", self.path.display()))?;
        if view.shape() != shape {
            return Err(format!(
                "{}: tensor `{name}` has shape {:?}, the configuration needs {shape:?}",
                self.path.display(),
                view.shape()
            ));
        }
        let values = widen(view.dtype(), view.data()).ok_or_else(|| {
            format!("{}: tensor `{name}` has data type {:?}; supported: F32, F64, F16, BF16", self.path.display(), view.dtype())
        })?;
        if let Some(k) = values.iter().position(|x| !x.is_finite()) {
            return Err(format!(
                "{}: tensor `{name}` has the value {} at index {:?}; every weight must be a finite number",
                self.path.display(),
                values[k],
                multi_index(k, shape)
            ));
        }
        Ok(values)
    }

    /// The tensor `name` as a `rows × cols` matrix (an error unless that is its shape).
    pub fn matrix(&self, name: &str, rows: usize, cols: usize) -> Result<Array2<f64>, String> {
        let v = self.values(name, &[rows, cols])?;
        Ok(Array2::from_shape_vec((rows, cols), v).expect("length checked by the shape"))
    }

    /// The tensor `name` as a vector of length `len` (an error unless that is its shape).
    pub fn vector(&self, name: &str, len: usize) -> Result<Array1<f64>, String> {
        Ok(Array1::from(self.values(name, &[len])?))
    }

    /// An error message for a file the crate rejected, naming the tensor where possible.
    fn diagnose(&self, e: SafeTensorError) -> String {
        let file = self.path.display();
        let detail = match &e {
            SafeTensorError::InvalidOffset(name) => format!("tensor `{name}` has invalid data offsets"),
            SafeTensorError::TensorInvalidInfo => "a tensor's shape, data type and data offsets disagree".to_string(),
            _ => match truncated_tensor(&self.bytes) {
                Some((name, end, have)) => {
                    format!("the file is truncated: tensor `{name}` needs data up to byte {end} of the data section, which has {have} bytes")
                }
                None => e.to_string(),
            },
        };
        format!("{file}: not a valid safetensors file: {detail}")
    }
}

/// For a file whose header is readable JSON but whose data section is shorter than the
/// header says: the first tensor (by offset) that does not fit, the end offset it needs
/// and the data bytes present.
fn truncated_tensor(bytes: &[u8]) -> Option<(String, u64, u64)> {
    let n = u64::from_le_bytes(bytes.get(..8)?.try_into().ok()?);
    let header = bytes.get(8..8usize.checked_add(usize::try_from(n).ok()?)?)?;
    let json: serde_json::Value = serde_json::from_slice(header).ok()?;
    let have = (bytes.len() as u64).checked_sub(8 + n)?;
    let mut ends: Vec<(u64, String)> = json
        .as_object()?
        .iter()
        .filter(|(k, _)| k.as_str() != "__metadata__")
        .filter_map(|(k, v)| Some((v.get("data_offsets")?.get(1)?.as_u64()?, k.clone())))
        .collect();
    ends.sort();
    ends.into_iter().find(|(end, _)| *end > have).map(|(end, name)| (name, end, have))
}

/// The position `[i, j, …]` of the `k`-th value (row-major) of a tensor of shape `shape`.
#[doc(hidden)]
pub fn multi_index(mut k: usize, shape: &[usize]) -> Vec<usize> {
    let mut index = vec![0; shape.len()];
    for (slot, &n) in index.iter_mut().zip(shape).rev() {
        *slot = k % n.max(1);
        k /= n.max(1);
    }
    index
}

/// The little-endian values of `data` widened to `f64`; `None` for other data types.
#[doc(hidden)]
pub fn widen(dtype: Dtype, data: &[u8]) -> Option<Vec<f64>> {
    Some(match dtype {
        Dtype::F32 => data.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64).collect(),
        Dtype::F64 => data.chunks_exact(8).map(|b| f64::from_le_bytes(b.try_into().expect("8 bytes"))).collect(),
        Dtype::BF16 => data.chunks_exact(2).map(|b| f32::from_bits((u16::from_le_bytes([b[0], b[1]]) as u32) << 16) as f64).collect(),
        Dtype::F16 => data.chunks_exact(2).map(|b| half_to_f64(u16::from_le_bytes([b[0], b[1]]))).collect(),
        _ => return None,
    })
}

/// IEEE 754 binary16 to `f64` (exact).
#[doc(hidden)]
pub fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = ((h >> 10) & 0x1f) as i32;
    let fraction = (h & 0x3ff) as f64;
    sign * match exponent {
        0 => fraction * 2f64.powi(-24),
        31 if fraction == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        e => (1.0 + fraction / 1024.0) * 2f64.powi(e - 15),
    }
}
